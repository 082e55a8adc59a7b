import './stylesheets.js';
import { FinanceSteps, financeLinks } from '@forecourt/finance';
import { formatCurrency } from '@forecourt/format';
import { Badge } from '@forecourt/ui-kit';
import { createRoot } from 'react-dom/client';

function Storefront() {
  return (
    <main className="fc-theme">
      {financeLinks().map((link) => (
        <link key={link.href} rel="stylesheet" href={link.href} precedence="default" />
      ))}
      <h1>Consumer storefront</h1>
      {/* @forecourt/format */}
      <p data-testid="price">{formatCurrency(24990.4)}</p>
      {/* @forecourt/ui-kit: counts above 99 show as 99+ */}
      <p>
        Saved cars <Badge count={150} label="saved cars" />
      </p>
      {/* @forecourt/finance, with its default words */}
      <FinanceSteps />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Storefront />);

// Writes tooling/test-utils/src/api-vehicle-answers.ts, the shared fixtures of one car, truck,
// motorcycle and caravan as GET /api/cars/{slug} answers them (sample data seeded into an
// in-memory PGlite): `pnpm --filter @forecourt/api write-vehicle-fixtures`. A test in this
// package checks the fixtures still have the API's shape.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '@forecourt/db';
import { captureApiVehicleAnswers } from '../src/api-vehicle-answers.ts';

const TARGET = fileURLToPath(
  new URL('../../../../tooling/test-utils/src/api-vehicle-answers.ts', import.meta.url),
);
const db = await openDatabase();
await migrate(db);
const answers = await captureApiVehicleAnswers(db);
await db.close();
writeFileSync(
  TARGET,
  `// Written by \`pnpm --filter @forecourt/api write-vehicle-fixtures\` from the API's answers; do not edit.

/**
 * What \`GET /api/cars/{slug}\` answers for one sample car, truck, motorcycle and caravan (arrays cut
 * to two items). @forecourt/api's api-vehicle-answers test checks they keep the API's shape.
 */
export const API_VEHICLE_ANSWERS: Readonly<
  Record<'car' | 'truck' | 'motorcycle' | 'caravan', Readonly<Record<string, unknown>>>
> = ${JSON.stringify(answers, null, 2)};
`,
);
console.log('wrote tooling/test-utils/src/api-vehicle-answers.ts');

import { recordAnalytics } from '@forecourt/site-shell';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEnquiryDialog } from './useEnquiryDialog.ts';

describe('useEnquiryDialog (vehicle-stock §7)', () => {
  it('opens and mounts the dialog and sends event 14 with the car id each time', () => {
    const events = recordAnalytics('sunshine-used-cars');
    const { result } = renderHook(() => useEnquiryDialog(42));
    expect(result.current).toMatchObject({ open: false, mounted: false });
    expect(events).toEqual([]);
    act(() => result.current.openDialog());
    expect(result.current).toMatchObject({ open: true, mounted: true });
    expect(events).toEqual([{ site: 'sunshine-used-cars', event_id: 14, car_id: 42 }]);
    act(() => result.current.setOpen(false));
    expect(result.current).toMatchObject({ open: false, mounted: true });
    act(() => result.current.openDialog());
    expect(events.map((event) => event.event_id)).toEqual([14, 14]);
  });
});

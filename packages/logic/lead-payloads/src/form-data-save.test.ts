import { describe, expect, it } from 'vitest';
import { formDataToSave, shouldSaveFormData } from './form-data-save.ts';

const complete = { name: 'Jo', email: 'jo@example.com', phone: '0412345678' };

describe('shouldSaveFormData', () => {
  it('saves when name, email and phone are all present (site-wide §5)', () => {
    expect(shouldSaveFormData(complete)).toBe(true);
  });
  it('does not save when any one of them is missing or blank (site-wide §5)', () => {
    expect(shouldSaveFormData({ ...complete, name: '' })).toBe(false);
    expect(shouldSaveFormData({ ...complete, email: '  ' })).toBe(false);
    expect(shouldSaveFormData({ ...complete, phone: undefined })).toBe(false);
    expect(shouldSaveFormData({ ...complete, phone: 412345678 })).toBe(false);
    expect(shouldSaveFormData({})).toBe(false);
  });
});

describe('formDataToSave', () => {
  it('keeps the user fields, trimmed, and nothing else (site-wide §3 User, §5)', () => {
    expect(
      formDataToSave({
        ...complete,
        name: ' Jo ',
        last_name: 'Citizen',
        postcode: '4000',
        message: 'secret',
      }),
    ).toEqual({ ...complete, last_name: 'Citizen', postcode: '4000' });
  });
  it('leaves out empty optional fields (site-wide §3 User)', () => {
    expect(formDataToSave({ ...complete, last_name: '', postcode: '' })).toEqual(complete);
  });
  it('saves nothing when the save rule fails (site-wide §5)', () => {
    expect(formDataToSave({ ...complete, email: '' })).toBeNull();
  });
});

// @vitest-environment jsdom
// When a form's problems first show: the timing its content names (issue 41: the profile checks on
// change while editing, spec § Profile; the other forms once a changed field is left).
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileForm } from '../../../../src/content/forms';
import type { FormField } from '../../../../src/content/types/form';
import { useForm, type FormOptions } from '../../../../src/renderers/form/useForm';

const phone: FormField = {
  id: 'phone',
  kind: 'tel',
  label: 'Teléfono',
  required: true,
  pattern: '^\\d{10}$',
  maxLength: 20,
  messages: { required: 'Escribe tu teléfono.', pattern: 'El teléfono debe tener 10 dígitos.' },
};

function setup(errorTiming?: FormOptions['errorTiming']) {
  return renderHook(() => useForm({ fields: [phone], ...(errorTiming ? { errorTiming } : {}) }));
}

describe('useForm error timing', () => {
  afterEach(cleanup);

  it("'change' shows a problem while typing, before the field is left", () => {
    const { result } = setup('change');
    act(() => result.current.setValue('phone', '551234567'));
    expect(result.current.errors).toEqual({ phone: 'El teléfono debe tener 10 dígitos.' });
    act(() => result.current.setValue('phone', '5512345678'));
    expect(result.current.errors).toEqual({});
  });

  it("'change' says nothing of an emptied required field until it is left", () => {
    const { result } = setup('change');
    act(() => result.current.setValue('phone', ''));
    expect(result.current.errors).toEqual({});
    act(() => result.current.blur('phone'));
    expect(result.current.errors).toEqual({ phone: 'Escribe tu teléfono.' });
  });

  it("'leave' (the default) waits until the changed field is left", () => {
    const { result } = setup();
    act(() => result.current.setValue('phone', '551234567'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.blur('phone'));
    expect(result.current.errors).toEqual({ phone: 'El teléfono debe tener 10 dígitos.' });
  });

  it('keeps the values it started from, until a reset', () => {
    const { result } = renderHook(() =>
      useForm({ fields: [phone], initialValues: { phone: '5512345678' } }),
    );
    act(() => result.current.setValue('phone', '1'));
    expect(result.current.startValues).toEqual({ phone: '5512345678' });
    act(() => result.current.reset({ phone: '5599999999' }));
    expect(result.current.startValues).toEqual({ phone: '5599999999' });
  });

  it('the profile content asks for the change timing', () => {
    expect(profileForm.errorTiming).toBe('change');
  });
});

import { describe, expect, it } from 'vitest';
import {
  toCreateInput,
  toUpdateInput,
  userFormServerProblems,
  validateUserForm,
  type UserFormValues,
} from './user-form-validation';

const values: UserFormValues = {
  fullName: ' Ece Yılmaz ',
  email: 'ece@arena.local',
  phone: '',
  avatar: '',
  password: '',
  status: 'active',
  subscriptionId: '',
};

describe('validateUserForm', () => {
  it('accepts a name and an email address', () => {
    expect(validateUserForm(values, 'create')).toEqual({});
  });

  it('asks for the name and a valid email', () => {
    expect(validateUserForm({ ...values, fullName: '', email: 'x' }, 'edit')).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
    });
  });

  it('checks phone, avatar and a given password', () => {
    expect(validateUserForm({ ...values, phone: 'abc' }, 'edit').phone).toBe('phoneInvalid');
    expect(validateUserForm({ ...values, phone: '+90 (555) 000-11-22' }, 'edit').phone).toBeUndefined();
    expect(validateUserForm({ ...values, avatar: 'ftp://x' }, 'edit').avatar).toBe('avatarInvalid');
    expect(validateUserForm({ ...values, avatar: '/images/a.png' }, 'edit').avatar).toBeUndefined();
    expect(validateUserForm({ ...values, password: 'short' }, 'create').password).toBe('passwordTooShort');
    // Editing has no password field.
    expect(validateUserForm({ ...values, password: 'short' }, 'edit').password).toBeUndefined();
  });
});

describe('userFormServerProblems', () => {
  it('marks a taken email and the fields the server rejected', () => {
    expect(userFormServerProblems({ code: 'CONFLICT' })).toEqual({ email: 'emailTaken' });
    expect(
      userFormServerProblems({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'bad', unknown: 'x' } }),
    ).toEqual({ phone: 'invalid' });
    expect(userFormServerProblems(null)).toEqual({});
  });
});

describe('inputs', () => {
  it('creates without a password as inactive and leaves empty optional fields out', () => {
    expect(toCreateInput(values)).toEqual({
      fullName: 'Ece Yılmaz',
      email: 'ece@arena.local',
      phone: undefined,
      avatar: undefined,
      password: undefined,
      status: 'inactive',
      subscriptionId: undefined,
    });
    expect(toCreateInput({ ...values, password: 'Secret-2026', status: 'suspended' }).status).toBe(
      'suspended',
    );
  });

  it('clears optional fields with null when editing', () => {
    expect(toUpdateInput(values)).toMatchObject({ phone: null, avatar: null, subscriptionId: null });
  });
});

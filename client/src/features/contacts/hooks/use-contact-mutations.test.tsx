import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { appToaster } from '../../../components/ui/toaster';
import type { ContactDetailFragment } from '../../../generated/graphql';
import { createTestI18n } from '../../../test/render';
import { contactsQueryFields } from '../contacts-cache';
import { ContactDetailDocument, ContactsPageDocument, ContactsReferenceDocument } from '../graphql/contacts';
import {
  useContactTagMutations,
  useDeleteContact,
  useSaveContactDraft,
  useUpdateContact,
} from './use-contact-mutations';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  observer: Subscriber<ApolloLink.Result>;
}

const contact = (
  id: string,
  name: string,
  tags: string[] = [],
): ContactDetailFragment & { __typename: 'Contact' } => ({
  __typename: 'Contact',
  id,
  name,
  avatar: null,
  background: null,
  title: null,
  company: null,
  emails: [],
  phoneNumbers: [],
  birthday: null,
  address: null,
  notes: null,
  tags,
});

/** A client holding the list (Ahmet, Cem), both details and two tags, whose server answers when told. */
function setup() {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          observer,
        });
      }),
  );
  const cache = new InMemoryCache({ typePolicies: { Query: { fields: { ...contactsQueryFields } } } });
  const client = new ApolloClient({ link, cache });
  const people = [contact('a', 'Ahmet', ['t1', 't2']), contact('c', 'Cem', ['t1'])];
  // Built apart from the calls: the generated types leave out the __typename the cache needs.
  const page = {
    contacts: { __typename: 'ContactConnection', nodes: people, totalCount: 2, endCursor: null },
  };
  cache.writeQuery({ query: ContactsPageDocument, variables: { query: null, first: 100 }, data: page });
  for (const person of people) {
    cache.writeQuery({
      query: ContactDetailDocument,
      variables: { id: person.id },
      data: { contact: person },
    });
  }
  const reference = {
    countries: [],
    contactTags: [
      { __typename: 'ContactTag', id: 't1', title: 'Work' },
      { __typename: 'ContactTag', id: 't2', title: 'Band' },
    ],
  };
  cache.writeQuery({ query: ContactsReferenceDocument, data: reference });
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ApolloProvider>
  );
  const { result } = renderHook(
    () => ({
      update: useUpdateContact()[0],
      remove: useDeleteContact()[0],
      tags: useContactTagMutations(),
      saveDraft: useSaveContactDraft()[0],
    }),
    { wrapper },
  );
  const list = () =>
    cache.readQuery({ query: ContactsPageDocument, variables: { query: null, first: 100 } }, true)?.contacts;
  const detail = (id: string) =>
    cache.readQuery({ query: ContactDetailDocument, variables: { id } }, true)?.contact;
  const answer = (call: Call | undefined, response: ApolloLink.Result) => {
    if (!call) throw new Error('no call was made');
    call.observer.next(response);
    call.observer.complete();
  };
  return { cache, calls, hooks: () => result.current, list, detail, answer };
}

const badInput = {
  errors: [
    {
      message: 'Invalid input: name',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: 'Name must be at most 200 characters' },
        fieldErrorCodes: { name: 'too_long' },
      },
    },
  ],
};
const forbidden = { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] };

describe('the contacts mutation hooks', () => {
  it('saves at once, moving a renamed contact to its place, and keeps it when the server agrees', async () => {
    const { calls, hooks, list, detail, answer } = setup();
    let saved: ReturnType<ReturnType<typeof hooks>['update']> | undefined;
    act(() => {
      saved = hooks().update('a', { name: 'Deniz', title: ' Coach ' });
    });
    expect(calls[0]).toMatchObject({ operationName: 'UpdateContact', variables: { id: 'a' } });
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Cem', 'Deniz']);
    expect(detail('a')).toMatchObject({ name: 'Deniz', title: 'Coach' });

    await act(async () => {
      answer(calls[0], {
        data: { updateContact: { ...contact('a', 'Deniz', ['t1', 't2']), title: 'Coach' } },
      });
      expect(await saved).toMatchObject({ ok: true, data: { name: 'Deniz' } });
    });
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Cem', 'Deniz']);
  });

  it('saves a draft in one action: created, then given its fields, listed only by its name', async () => {
    const { calls, hooks, list, answer } = setup();
    let saved: ReturnType<ReturnType<typeof hooks>['saveDraft']> | undefined;
    act(() => {
      saved = hooks().saveDraft({ name: 'Bora', title: 'Coach' });
    });
    expect(calls.map((call) => call.operationName)).toEqual(['CreateContact']);
    await act(async () => {
      answer(calls[0], { data: { createContact: contact('n', 'New Contact') } });
      await Promise.resolve();
    });
    // The blank 'New Contact' never shows: the contact joins the list with its name.
    expect(calls[1]).toMatchObject({
      operationName: 'UpdateContact',
      variables: { id: 'n', input: { name: 'Bora', title: 'Coach' } },
    });
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Ahmet', 'Bora', 'Cem']);
    expect(list()?.totalCount).toBe(3);
    await act(async () => {
      answer(calls[1], { data: { updateContact: { ...contact('n', 'Bora'), title: 'Coach' } } });
      expect(await saved).toMatchObject({ ok: true, data: { id: 'n', name: 'Bora' } });
    });
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Ahmet', 'Bora', 'Cem']);
    expect(list()?.totalCount).toBe(3);

    // Saved again (the editor stays on its draft until it closes): only updated.
    act(() => {
      void hooks().saveDraft({ name: 'Bora Yıldız' });
    });
    expect(calls[2]).toMatchObject({ operationName: 'UpdateContact', variables: { id: 'n' } });
  });

  it('deletes the blank again when the fields of a draft are refused, and creates afresh next time', async () => {
    const { calls, hooks, list, answer } = setup();
    let saved: ReturnType<ReturnType<typeof hooks>['saveDraft']> | undefined;
    act(() => {
      saved = hooks().saveDraft({ name: 'Bora' });
    });
    await act(async () => {
      answer(calls[0], { data: { createContact: contact('n', 'New Contact') } });
      await Promise.resolve();
    });
    await act(async () => {
      answer(calls[1], badInput);
      await Promise.resolve();
    });
    expect(calls[2]).toMatchObject({ operationName: 'DeleteContact', variables: { id: 'n' } });
    await act(async () => {
      answer(calls[2], { data: { deleteContact: true } });
      expect(await saved).toMatchObject({ ok: false, toasted: false });
    });
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Ahmet', 'Cem']);
    act(() => {
      void hooks().saveDraft({ name: 'Bora' });
    });
    expect(calls[3]?.operationName).toBe('CreateContact');
  });

  it('rolls a save with field errors back and leaves them to the form: no toast', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const { calls, hooks, list, detail, answer } = setup();
    let saved: ReturnType<ReturnType<typeof hooks>['update']> | undefined;
    act(() => {
      saved = hooks().update('a', { name: 'Zeynep' });
    });
    expect(detail('a')?.name).toBe('Zeynep');
    await act(async () => {
      answer(calls[0], badInput);
      expect(await saved).toMatchObject({ ok: false, toasted: false });
    });
    expect(detail('a')?.name).toBe('Ahmet');
    expect(list()?.nodes.map((node) => node.name)).toEqual(['Ahmet', 'Cem']);
    expect(toast).not.toHaveBeenCalled();
  });

  it('rolls any other refusal of a save back and says why in a toast', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const { calls, hooks, detail, answer } = setup();
    let saved: ReturnType<ReturnType<typeof hooks>['update']> | undefined;
    act(() => {
      saved = hooks().update('a', { company: 'Kartal' });
    });
    expect(detail('a')?.company).toBe('Kartal');
    await act(async () => {
      answer(calls[0], forbidden);
      expect(await saved).toMatchObject({ ok: false, toasted: true });
    });
    expect(detail('a')?.company).toBeNull();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'The changes were not saved',
        description: 'Your role does not allow this change.',
      }),
    );
  });

  it('takes a deleted contact out of the list at once and brings it back, counted, when refused', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const { calls, hooks, list, answer } = setup();
    let deleted: Promise<boolean> | undefined;
    act(() => {
      deleted = hooks().remove('a');
    });
    expect(list()?.nodes.map((node) => node.id)).toEqual(['c']);
    expect(list()?.totalCount).toBe(1);
    await act(async () => {
      answer(calls[0], forbidden);
      expect(await deleted).toBe(false);
    });
    expect(list()?.nodes.map((node) => node.id)).toEqual(['a', 'c']);
    expect(list()?.totalCount).toBe(2);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'The contact was not deleted' }));
  });

  it('drops a deleted contact from the cache once the server agreed', async () => {
    const { cache, calls, hooks, list, answer } = setup();
    let deleted: Promise<boolean> | undefined;
    act(() => {
      deleted = hooks().remove('a');
    });
    // Still cached while in flight: the open detail keeps showing it.
    expect(cache.extract(true)['Contact:a']).toBeDefined();
    await act(async () => {
      answer(calls[0], { data: { deleteContact: true } });
      expect(await deleted).toBe(true);
    });
    expect(list()?.totalCount).toBe(1);
    expect(cache.extract()['Contact:a']).toBeUndefined();
  });

  it('takes a deleted tag off every cached contact at once; a refusal brings it back and rejects', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const { calls, hooks, detail, answer } = setup();
    let deleted: Promise<void> | undefined;
    act(() => {
      deleted = hooks().tags.deleteTag('t1');
    });
    expect(detail('a')?.tags).toEqual(['t2']);
    expect(detail('c')?.tags).toEqual([]);
    await act(async () => {
      answer(calls[0], forbidden);
      await expect(deleted).rejects.toThrow('No');
    });
    expect(detail('a')?.tags).toEqual(['t1', 't2']);
    expect(detail('c')?.tags).toEqual(['t1']);
    // The tags editor shows the reason itself.
    expect(toast).not.toHaveBeenCalled();
  });
});

import { bodyObject, objectOf, requiredId, type RestRow } from './rest.js';

const TAG_FIELDS = 'id title';

/** The `tag.title` of a body; a missing one reaches the service as '', which answers the field error. */
function tagTitle(body: unknown): string {
  const title = objectOf(bodyObject(body).tag ?? {}, 'tag').title;
  return typeof title === 'string' ? title : '';
}

/**
 * The spec's four tag calls of an app (spec 001 §7): GET `{base}/tags`, and POST `{tag}`, PATCH
 * `{id, tag}`, DELETE `?id=` on `{base}/tag`. `type` names the GraphQL operations: `Contact` runs
 * contactTags, createContactTag, updateContactTag and deleteContactTag.
 */
export function tagRestRows(base: string, type: 'Contact' | 'Task'): RestRow[] {
  const list = `${type.charAt(0).toLowerCase()}${type.slice(1)}Tags`;
  return [
    {
      method: 'GET',
      path: `${base}/tags`,
      document: `query Rest${type}Tags { ${list} { ${TAG_FIELDS} } }`,
      pick: (data) => data[list],
    },
    {
      method: 'POST',
      path: `${base}/tag`,
      document: `mutation RestCreate${type}Tag($title: String!) { create${type}Tag(title: $title) { ${TAG_FIELDS} } }`,
      variables: ({ body }) => ({ title: tagTitle(body) }),
      pick: (data) => data[`create${type}Tag`],
    },
    {
      method: 'PATCH',
      path: `${base}/tag`,
      document: `mutation RestUpdate${type}Tag($id: ID!, $title: String!) { update${type}Tag(id: $id, title: $title) { ${TAG_FIELDS} } }`,
      variables: ({ body }) => ({ id: requiredId(bodyObject(body).id, 'id'), title: tagTitle(body) }),
      pick: (data) => data[`update${type}Tag`],
    },
    {
      method: 'DELETE',
      path: `${base}/tag`,
      document: `mutation RestDelete${type}Tag($id: ID!) { delete${type}Tag(id: $id) }`,
      variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
      pick: (data) => data[`delete${type}Tag`],
    },
  ];
}

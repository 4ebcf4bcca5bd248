import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './schema.js';

// schema/ is the contract: every type, field, input field and enum value says what it is.
describe('schema documentation', () => {
  it('documents every type, field and enum value', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Boolean', 'Int', 'Float', 'ID'].includes(type.name))
        continue;
      if (!type.description && !['Query', 'Mutation', 'Subscription'].includes(type.name))
        undocumented.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) undocumented.push(`${type.name}.${value.name}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

// The bench's floor: what the customer's stack alone costs per answer on this machine. Fastify and
// Apollo Server (the versions and the plugins Arena runs: no cache-control, no landing page, production
// mode) with Arena's compiled executor (server/src/app/compiled-executor.ts) over Arena's own schema
// files, answering Arena's own answers from memory: no token, no database, no security headers, no
// limits, no logging. Whatever Arena does per request comes on top
// of this, so its req/s bound what any Arena change can reach (tests/bench/peers.ts compares the
// bodies byte for byte). Settings come from the environment:
//
//   PEER_PORT     where to listen on 127.0.0.1
//   PEER_ANSWERS  a JSON file: { "me": …, "contacts": … } (the peers section) or { "mails": …, "mailsDeep": … }
//                 (the mail section: the Inbox's first page, and the deep page answered to any `after`),
//                 the `data` fields of Arena's answers
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify from 'fastify';
import { compiledExecutor, localSchemaGateway } from '../../server/src/app/compiled-executor.js';
import { loadTypeDefs } from '../../server/src/app/schema.js';

const port = Number(process.env.PEER_PORT);
const answersFile = process.env.PEER_ANSWERS;
if (!Number.isInteger(port) || port <= 0 || !answersFile) {
  console.error('PEER_PORT and PEER_ANSWERS are required');
  process.exit(2);
}
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, unknown>;

const schema = makeExecutableSchema({
  typeDefs: loadTypeDefs(),
  // Every other field is the default resolver reading the stored answer's property.
  resolvers: {
    Query: {
      me: () => answers.me,
      contacts: () => answers.contacts,
      mails: (_parent: unknown, args: { after?: string | null }) =>
        args.after ? answers.mailsDeep : answers.mails,
    },
  },
});
const apollo = new ApolloServer({
  gateway: localSchemaGateway(schema, compiledExecutor(schema).executor),
  plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled()],
});
await apollo.start();
const app = Fastify();
app.route({ url: '/graphql', method: ['GET', 'POST'], handler: fastifyApolloHandler(apollo) });
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

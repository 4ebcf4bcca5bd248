import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserEntity } from '../features/users/user.entity.js';
import type { Context } from '../app/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, serialised as an ISO-8601 string in UTC (for example `2026-11-22T09:30:00.000Z`). */
  DateTime: { input: string; output: Date | string; }
};

/** The answer to a successful sign-in: the user and a bearer token valid for 7 days. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A JWT (HS256) to send as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  /** Always `bearer`. */
  tokenType: Scalars['String']['output'];
  /** The user who signed in. */
  user: User;
};

/**
 * The machine-readable reason carried in `extensions.code` of every error the API returns.
 * The REST facade maps each code to one HTTP status.
 */
export type ErrorCode =
  /** The request itself is malformed: unparsable JSON or GraphQL, an unknown field, a limit exceeded. HTTP 400 (413 for bodies over the size limit). */
  | 'BAD_REQUEST'
  /** An input value failed validation; `extensions.fieldErrors` names the fields. HTTP 400. */
  | 'BAD_USER_INPUT'
  /** The change collides with existing data, such as a duplicate email. HTTP 409. */
  | 'CONFLICT'
  /** The viewer is signed in but may not do this. HTTP 403. */
  | 'FORBIDDEN'
  /** Something failed on the server. The details are logged, never sent. HTTP 500. */
  | 'INTERNAL'
  /** Sign-in or unlock with an unknown email or a wrong password. HTTP 404 with body `false` (spec). */
  | 'INVALID_CREDENTIALS'
  /** The thing asked for does not exist or is not visible to the viewer. HTTP 404. */
  | 'NOT_FOUND'
  /** Too many attempts; `extensions.retryAfterSeconds` says when to try again. HTTP 429. */
  | 'RATE_LIMITED'
  /** The request carries no valid access token, or the token has expired. HTTP 401. */
  | 'UNAUTHENTICATED';

/** Asks for a password reset link. */
export type ForgotPasswordInput = {
  /** The email address the link is sent to if an account uses it. */
  email: Scalars['String']['input'];
};

/** The entry point for changing. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Sends a reset link if an account uses the email. Always answers true, so it never reveals whether one does. */
  forgotPassword: Scalars['Boolean']['output'];
  /** Sets a new password with a reset token and answers true. BAD_USER_INPUT when the token is unknown, used or expired. */
  resetPassword: Scalars['Boolean']['output'];
  /** Signs in. INVALID_CREDENTIALS for an unknown email or a wrong password; RATE_LIMITED after repeated failures. */
  signIn: AuthPayload;
  /** Exchanges a still valid token for a fresh one. UNAUTHENTICATED ('Invalid token') when it fails verification. */
  signInWithToken: AuthPayload;
  /** Creates an account and answers true. CONFLICT when the email is taken. */
  signUp: Scalars['Boolean']['output'];
  /** Unlocks a locked session with the password; behaves exactly like signIn. */
  unlockSession: AuthPayload;
  /** Changes the signed-in user's name, avatar or presence and returns the result. */
  updateMe: User;
};


/** The entry point for changing. */
export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


/** The entry point for changing. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The entry point for changing. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** The entry point for changing. */
export type MutationSignInWithTokenArgs = {
  accessToken: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** The entry point for changing. */
export type MutationUnlockSessionArgs = {
  input: SignInInput;
};


/** The entry point for changing. */
export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};

/** The presence a user shows to others, chosen from the user menu. */
export type PresenceStatus =
  /** Shown amber. */
  | 'away'
  /** Shown red. */
  | 'busy'
  /** Shown grey and labelled 'Invisible'. The REST facade spells it `not-visible` (spec). */
  | 'not_visible'
  /** Shown green. */
  | 'online';

/** The entry point for reading. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user. UNAUTHENTICATED when the request carries no valid token. */
  me: User;
};

/** Sets a new password with the token from a reset link. */
export type ResetPasswordInput = {
  /** The new password: at least 8 and at most 256 characters. */
  password: Scalars['String']['input'];
  /** The token from the reset link; single use, valid for one hour. */
  token: Scalars['String']['input'];
};

/** Credentials for signing in or unlocking a locked session. */
export type SignInInput = {
  /** The account's email address (letter case is ignored). */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** A new account. */
export type SignUpInput = {
  /** Optional name of the school or club the person works for. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Email address; must not belong to another account. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At least 8 and at most 256 characters. */
  password: Scalars['String']['input'];
};

/** Live events over graphql-ws on the same `/graphql` path. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Emits the signed-in user whenever it changes, from this or any other session. */
  meUpdated: User;
};

/** Fields of the signed-in user that the user may change; omitted fields stay as they are. */
export type UpdateMeInput = {
  /** New avatar URL (http, https) or absolute path; null removes it. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** New full name, 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New presence. */
  status?: InputMaybe<PresenceStatus>;
};

/** A person who can sign in to Arena, as the shell sees them. */
export type User = {
  __typename?: 'User';
  /** URL or absolute path of the avatar image, or null to show initials. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Sign-in email address, unique regardless of letter case. */
  email: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Full name shown in the shell. */
  name: Scalars['String']['output'];
  /** Presence shown to others. */
  status: PresenceStatus;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ErrorCode: ErrorCode;
  ForgotPasswordInput: ForgotPasswordInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PresenceStatus: PresenceStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResetPasswordInput;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateMeInput: UpdateMeInput;
  User: ResolverTypeWrapper<UserEntity>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ForgotPasswordInput: ForgotPasswordInput;
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateMeInput: UpdateMeInput;
  User: UserEntity;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithTokenArgs, 'accessToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  unlockSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUnlockSessionArgs, 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  meUpdated?: SubscriptionResolver<ResolversTypes['User'], "meUpdated", ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PresenceStatus'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


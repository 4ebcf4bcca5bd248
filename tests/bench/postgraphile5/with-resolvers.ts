// PostGraphile 5 calls Promise.withResolvers (Node 22); Node 20 lacks it. Loaded before PostGraphile
// in the peer's process only.
type Resolvers<T> = {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};
const PromiseWith = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
if (typeof PromiseWith.withResolvers !== 'function') {
  PromiseWith.withResolvers = <T>(): Resolvers<T> => {
    let resolve!: Resolvers<T>['resolve'];
    let reject!: Resolvers<T>['reject'];
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
}
export {};

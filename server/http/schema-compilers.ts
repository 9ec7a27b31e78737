// Fastify's validator and serializer compilers (the ones it uses by default), with what they
// compile kept for the process instead of for one app. A server builds one app, so this changes
// nothing there; the API suite builds one a test file, and compiling the contract's schemas was
// most of the 0.85 s each of those apps took to start.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler'
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'

/**
 * `factory`, answering the function it compiled before for a schema equal to one it has seen with
 * the same options (compilers are pure: one schema, one function, whichever app asks).
 */
function keptForTheProcess<F extends ValidatorFactory | SerializerFactory>(factory: F): F {
  const compiled = new Map<string, unknown>()
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = (
      factory as (e: unknown, o: unknown) => (route: { schema: unknown }) => unknown
    )(externalSchemas, options)
    const settings = JSON.stringify([externalSchemas, options])
    return (route: { schema: unknown; httpPart?: string; contentType?: string }) => {
      const key = `${settings}${route.httpPart} ${route.contentType}${JSON.stringify(route.schema)}`
      if (!compiled.has(key)) compiled.set(key, compile(route))
      return compiled.get(key)
    }
  }) as F
}

type Route = { httpPart?: string; contentType?: string }

/**
 * JSON bodies validated as sent: `true` is not 1, 123 not "123", null not false. The query string,
 * path and headers are text by nature and keep the server's coercion; so do multipart forms, whose
 * fields are strings too (server/http/multipart.ts turns the numbers and booleans first).
 */
function bodiesAsSent(factory: ValidatorFactory): ValidatorFactory {
  return ((externalSchemas: unknown, options: { customOptions?: object }) => {
    const build = factory as unknown as (e: unknown, o: unknown) => (route: Route) => unknown
    const coercing = build(externalSchemas, options)
    const exact = build(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    })
    return (route: Route) =>
      route.httpPart === 'body' && route.contentType !== 'multipart/form-data'
        ? exact(route)
        : coercing(route)
  }) as unknown as ValidatorFactory
}

export const compilersFactory = {
  buildValidator: keptForTheProcess(bodiesAsSent(AjvCompiler())),
  buildSerializer: keptForTheProcess(SerializerSelector()),
}

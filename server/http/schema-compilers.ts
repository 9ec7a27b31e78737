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
        : coercing(route.httpPart === 'headers' ? namedInLowerCase(route) : route)
  }) as unknown as ValidatorFactory
}

type HeadersSchema = { properties?: Record<string, unknown>; required?: string[] }

/**
 * A request's header names arrive in lower case. Fastify lowers the contract's names (`Idempotency-Key`)
 * to match only with its own compiler; with these it left them as written, and no header was ever
 * checked (a two-letter Idempotency-Key was taken).
 */
function namedInLowerCase(route: Route & { schema?: HeadersSchema }): Route {
  const { schema } = route
  if (!schema?.properties) return route
  return {
    ...route,
    schema: {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      ...(schema.required ? { required: schema.required.map((n) => n.toLowerCase()) } : {}),
    },
  } as Route
}

export const compilersFactory = {
  buildValidator: keptForTheProcess(bodiesAsSent(AjvCompiler())),
  buildSerializer: keptForTheProcess(SerializerSelector()),
}

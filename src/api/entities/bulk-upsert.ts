// A register's bulk write (an import's chunk, decision 0202) as the outbox reads its answer: a row is
// applied when created, updated or unchanged; an update's fields and version go into the cached
// record. Students and employees answer alike (the contract's `BulkOutcome`).
type Sent = { rows: { fields: object }[] }
type Answer = {
  results: {
    key: string
    outcome: string
    id?: number | null
    existingId?: number | null
    version?: number | null
  }[]
}

const applied = ['created', 'updated', 'unchanged']

export function upsertResults(sent: Sent, data: Answer) {
  return {
    results: data.results.map((r, i) => ({
      key: r.key,
      ok: applied.includes(r.outcome),
      outcome: r.outcome,
      id: r.id ?? r.existingId ?? null,
      version: r.version ?? null,
      ...(r.outcome === 'updated'
        ? { changes: { ...sent.rows[i]?.fields, version: r.version } }
        : {}),
    })),
  }
}

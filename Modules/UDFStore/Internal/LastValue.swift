/// The value an observer saw last; read and written only under the owning store's lock.
@usableFromInline
final class LastValue<Value>: @unchecked Sendable {
  // `@unchecked` and no exclusivity checks: read and written only under the store's lock (by the
  // observer's evaluation), a lock outside this object that the compiler cannot relate to it.
  // kept: S3 keyed 1,961 -> 2,054 instructions per dispatch with the checks (callgrind, 2026-11-26).
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}

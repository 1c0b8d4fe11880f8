/// The value an observer saw last; read and written only under the owning store's lock.
@usableFromInline
final class LastValue<Value>: @unchecked Sendable {
  // `@unchecked` and no exclusivity checks: guarded by the store's lock. Kept: on the S3 keyed
  // observer hot path, not measured alone.
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}

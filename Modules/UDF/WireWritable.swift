/// Something with one wire shape: an entity in `state.get`, a DTO, an event's payload.
public protocol WireWritable {
  /// Writes this value's fields, in its one documented order.
  func write(to writer: inout some FieldWriter)
}

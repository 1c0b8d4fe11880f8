import UDF

extension BoxesState: StoredState {
  /// `state.get`'s `boxes`: every box in provisioning order.
  public static let partName = "boxes"
  /// Boxes have IDs: the inspector shows each box's history.
  public static var holdsEntities: Bool { true }

  /// The boxes as an array of `{id, items, title}`.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.objects(key, boxes) { box, writer in box.write(to: &writer) }
  }

  /// The boxes read back through provisioning's rules, the one-box-per-item invariant checked.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<BoxesState> {
    .value(try BoxesState(boxes: try fields.objects(key, concurrently: PackingBox.init(restoring:))))
  }

  /// The box with this ID.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? {
    box(id.retyped())
  }
}

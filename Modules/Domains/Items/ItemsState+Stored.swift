import UDF

extension ItemsState: StoredState {
  /// `state.get`'s `items`: every item in load and creation order.
  public static let partName = "items"
  /// Items have IDs: the inspector shows each item's history.
  public static var holdsEntities: Bool { true }

  /// The items as an array of their state shapes.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.objects(key, items) { item, writer in item.write(to: &writer) }
  }

  /// The items read back through the item factory's validation; indexing them by ID runs on
  /// another thread while the app reads the rest of the state (tens of milliseconds at a million).
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ItemsState> {
    let restored = try fields.objects(key, concurrently: Item.init(restoring:))
    return .background { ItemsState(items: restored) }
  }

  /// The item with this ID.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? {
    item(id.retyped())
  }
}

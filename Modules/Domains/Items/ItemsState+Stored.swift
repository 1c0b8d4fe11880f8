import UDF
import UDFWire

extension ItemsState: EntityTableState {
  /// `state.get`'s `items`: every item in load and creation order.
  public static let partName = "items"

  /// The items, each in its state shape.
  public var table: EntityTable<Item> { items }

  /// The items read back through the item factory's validation; indexing them by ID runs on
  /// another thread while the app reads the rest of the state (tens of milliseconds at a million).
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ItemsState> {
    let restored = try fields.objects(key, concurrently: Item.init(restoring:))
    return .background { ItemsState(items: restored) }
  }
}

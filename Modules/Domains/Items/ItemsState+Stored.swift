import UDF
import UDFWire

extension ItemsState: EntityTableState {
  /// `state.get`'s `items`: every item in load and creation order.
  public static let partName = "items"

  /// The items, each in its state shape.
  public var table: EntityTable<Item> { items }

  /// The items read back through the item factory's validation; indexing them by ID is left as
  /// deferred work (tens of milliseconds at a million), which the caller may run on another
  /// thread while it reads the rest of the state (the headless app's snapshot start does).
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ItemsState> {
    let restored = try fields.objects(key, concurrently: Item.init(restoring:))
    return .deferred { ItemsState(items: restored) }
  }
}

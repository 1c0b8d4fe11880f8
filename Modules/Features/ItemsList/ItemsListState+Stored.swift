import Items
import UDF
import UDFWire
import User

extension ItemsListState: StoredState {
  /// `state.get`'s `itemsList`: the list screen's selection, details and save status.
  public static let partName = "itemsList"

  /// The screen's state shape.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.object(key) { write(to: &$0) }
  }

  /// The screen's state read back; the selection is checked against the items by
  /// `checkRestored(items:user:)` once the items are read.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ItemsListState>
  {
    .value(try fields.object(key, ItemsListState.init(restoring:)))
  }

  /// The rule a restored screen keeps across states: its selection names an existing item. (It
  /// sees every state the feature mediates, as the App hands them; the user has no rule here.)
  public func checkRestored(items: ItemsState, user _: UserState) throws(Rejection) {
    if let selectedItem, !items.contains(selectedItem) {
      throw .invalidField("\(Self.partName).selectedItem", "an item that exists")
    }
  }
}

import UDF
import UDFWire

extension BoxesState: EntityTableState {
  /// `state.get`'s `boxes`: every box in provisioning order.
  public static let partName = "boxes"

  /// The boxes, each as `{id, items, title}`.
  public var table: EntityTable<PackingBox> { boxes }

  /// The boxes read back through provisioning's rules, the one-box-per-item invariant checked;
  /// each row by position when the reader can (`PackingBox.restored(inOrder:)`).
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<BoxesState> {
    let boxes = try fields.objects(
      key, inOrder: PackingBox.restored(inOrder:), concurrently: PackingBox.init(restoring:))
    return .value(try BoxesState(boxes: boxes))
  }
}

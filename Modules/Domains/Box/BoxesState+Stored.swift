import UDF
import UDFWire

extension BoxesState: EntityTableState {
  /// `state.get`'s `boxes`: every box in provisioning order.
  public static let partName = "boxes"

  /// The boxes, each as `{id, items, title}`.
  public var table: EntityTable<PackingBox> { boxes }

  /// The boxes read back through provisioning's rules, each row by position when the reader can
  /// (`PackingBox.restored(inOrder:)`). Indexing every boxed item, which checks the
  /// one-box-per-item invariant, is left as deferred work (9 ms for 100,000 boxed items): the
  /// caller may run it on another thread while it reads the rest of the state.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<BoxesState> {
    let boxes = try fields.objects(
      key, inOrder: PackingBox.restored(inOrder:), concurrently: PackingBox.init(restoring:))
    return .deferred { () throws(Rejection) in try BoxesState(boxes: boxes) }
  }
}

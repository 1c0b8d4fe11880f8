import UDF
import UDFWire

extension ParcelsState: EntityTableState {
  /// `state.get`'s `parcels`: every entry in the order it was recorded.
  public static let partName = "parcels"

  /// The entries, each as `{id, note}`.
  public var table: EntityTable<ParcelEntry> { entries }

  /// The entries read back through the note rules, each ID at most once.
  public static func restore(
    _ key: String, from fields: any FieldReader
  ) throws(Rejection) -> Restored<ParcelsState> {
    let entries = try fields.objects(key, concurrently: ParcelEntry.init(restoring:))
    return .value(try ParcelsState(entries: entries))
  }
}

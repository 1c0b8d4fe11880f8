import UDF
import UDFWire

extension LoyaltyState: EntityTableState {
  /// `state.get`'s `loyalty`: every entry in the order it was recorded.
  public static let partName = "loyalty"

  /// The entries, each as `{id, note}`.
  public var table: EntityTable<LoyaltyEntry> { entries }

  /// The entries read back through the note rules, each ID at most once.
  public static func restore(
    _ key: String, from fields: any FieldReader
  ) throws(Rejection) -> Restored<LoyaltyState> {
    let entries = try fields.objects(key, concurrently: LoyaltyEntry.init(restoring:))
    return .value(try LoyaltyState(entries: entries))
  }
}

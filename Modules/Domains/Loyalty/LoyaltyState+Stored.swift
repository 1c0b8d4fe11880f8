import UDF
import UDFWire

extension LoyaltyState: EntityTableState {
  /// `state.get`'s `loyalty`: every account in the order it was opened.
  public static let partName = "loyalty"

  /// The accounts, each as `{id, balance, trips}`.
  public var table: EntityTable<PointsAccount> { accounts }

  /// The accounts read back through the points rules, each ID once and each trip credited once.
  public static func restore(
    _ key: String, from fields: any FieldReader
  ) throws(Rejection) -> Restored<LoyaltyState> {
    let accounts = try fields.objects(key, concurrently: PointsAccount.init(restoring:))
    return .value(try validated { () throws(LoyaltyError) in try LoyaltyState(accounts: accounts) })
  }
}

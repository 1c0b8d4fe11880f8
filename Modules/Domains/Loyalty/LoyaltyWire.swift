import DomainValues
import UDF
import UDFWire

// The Loyalty domain's wire shapes, written once: its action and an account in a state dump.

extension LoyaltyAction: WireAction {
  /// Every Loyalty action on the wire.
  public static let wireDecoders: [WireDecoder<LoyaltyAction>] = [
    WireDecoder("loyalty.redeem", fields: "account, points") { (fields) throws(Rejection) in
      .redeem(account: try fields.id("account"), points: try fields.int("points"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .redeem: "loyalty.redeem"
    }
  }

  /// The action's fields.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .redeem(let account, let points):
      writer.field("account", account)
      writer.field("points", points)
    }
  }
}

extension PointsAccount: WireWritable {
  /// The account in a state dump: `{balance, id, trips}` (sorted keys).
  public func write(to writer: inout some FieldWriter) {
    writer.field("balance", balance.value)
    writer.field("id", id)
    writer.field("trips", ids: creditedTrips)
  }
}

extension PointsAccount {
  /// Restores an account from its state shape `{id, balance, trips}` (a snapshot) through the
  /// points rules; `LoyaltyState(accounts:)` then refuses a trip credited twice.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id: ID<PointsAccount> = try fields.id("id")
    let raw = try fields.int("balance")
    guard let balance = try? Points(raw) else {
      throw LoyaltyError.pointsOutOfRange(raw).rejection.at(fields.path("balance"))
    }
    guard let trips = try fields.optionalIDs("trips", as: CreditedTrip.self) else {
      throw .missingField(fields.path("trips"))
    }
    self.init(id: id, balance: balance, creditedTrips: trips)
  }
}

extension LoyaltyAction: WireExamples {
  /// The redemption with every field (the account of TakeOrder's example driver).
  public static let wireExamples: [LoyaltyAction] = [
    .redeem(account: .example(0xE7), points: 5)
  ]
}

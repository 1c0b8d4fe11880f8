import DomainValues
import Loyalty
import UDF
import UDFWire

// The EarnPoints feature's wire shapes: a name and fields for reports, and no decoder.

extension EarnPointsAction: WireAction {
  /// None: the action is a reaction's, and a client must not be able to mint points.
  public static let wireDecoders: [WireDecoder<EarnPointsAction>] = []

  /// The action's wire name, in a `reaction.refused` report.
  public var wireName: String {
    switch self {
    case .tripDidComplete: "earnPoints.tripDidComplete"
    }
  }

  /// The action's fields.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .tripDidComplete(let account, let trip, let points):
      writer.field("account", account)
      writer.field("points", points)
      writer.field("trip", trip)
    }
  }
}

extension EarnPointsAction: WireExamples {
  /// None: the protocol's examples are of actions a client sends, and no client sends this one.
  public static let wireExamples: [EarnPointsAction] = []
}

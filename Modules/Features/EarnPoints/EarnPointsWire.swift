import UDF
import UDFWire

// The EarnPoints feature's wire shapes, written once: its actions and their examples.

extension EarnPointsAction: WireAction {
  /// Every EarnPoints action on the wire.
  public static let wireDecoders: [WireDecoder<EarnPointsAction>] = [
    WireDecoder("earnPoints.note", fields: "id?, note") { (fields) throws(Rejection) in
      .note(id: try fields.newID("id", as: EarnPointsNoted.self), note: try fields.string("note"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .note: "earnPoints.note"
    }
  }

  /// The action's fields, the ID filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .note(let id, let note):
      writer.field("id", id)
      writer.field("note", note)
    }
  }
}

extension EarnPointsAction: WireExamples {
  /// Each EarnPoints action with every field.
  public static let wireExamples: [EarnPointsAction] = [
    .note(id: .example(0x01), note: "A first note")
  ]
}

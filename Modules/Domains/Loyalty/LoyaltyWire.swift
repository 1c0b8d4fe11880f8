import UDF
import UDFWire

// The Loyalty domain's wire shapes, written once: its actions and an entry in a state dump.

extension LoyaltyAction: WireAction {
  /// Every Loyalty action on the wire.
  public static let wireDecoders: [WireDecoder<LoyaltyAction>] = [
    WireDecoder("loyalty.record", fields: "id?, note") { (fields) throws(Rejection) in
      .record(id: try fields.newID("id", as: LoyaltyEntry.self), note: try fields.string("note"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .record: "loyalty.record"
    }
  }

  /// The action's fields, the ID filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .record(let id, let note):
      writer.field("id", id)
      writer.field("note", note)
    }
  }
}

extension LoyaltyEntry: WireWritable {
  /// The entry in a state dump: `{id, note}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("note", note.value)
  }
}

extension LoyaltyEntry {
  /// Restores an entry from its state shape `{id, note}` (a snapshot) through the note rules.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id = try fields.id("id", as: LoyaltyEntry.self)
    self.init(id: id, note: try LoyaltyNote.checked(try fields.string("note")))
  }
}

extension LoyaltyAction: WireExamples {
  /// Each Loyalty action with every field.
  public static let wireExamples: [LoyaltyAction] = [
    .record(id: .example(0x01), note: "A first note")
  ]
}

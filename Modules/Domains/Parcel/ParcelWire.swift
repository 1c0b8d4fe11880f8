import UDF
import UDFWire

// The Parcel domain's wire shapes, written once: its actions and an entry in a state dump.

extension ParcelAction: WireAction {
  /// Every Parcel action on the wire.
  public static let wireDecoders: [WireDecoder<ParcelAction>] = [
    WireDecoder("parcel.record", fields: "id?, note") { (fields) throws(Rejection) in
      .record(id: try fields.newID("id", as: ParcelEntry.self), note: try fields.string("note"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .record: "parcel.record"
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

extension ParcelEntry: WireWritable {
  /// The entry in a state dump: `{id, note}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("note", note.value)
  }
}

extension ParcelEntry {
  /// Restores an entry from its state shape `{id, note}` (a snapshot) through the note rules.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id = try fields.id("id", as: ParcelEntry.self)
    self.init(id: id, note: try ParcelNote.checked(try fields.string("note")))
  }
}

extension ParcelAction: WireExamples {
  /// Each Parcel action with every field.
  public static let wireExamples: [ParcelAction] = [
    .record(id: .example(0x01), note: "A first note")
  ]
}

import UDF
import UDFWire

// The TemplateDomain domain's wire shapes, written once: its actions and an entry in a state dump.

extension TemplateDomainAction: WireAction {
  /// Every TemplateDomain action on the wire.
  public static let wireDecoders: [WireDecoder<TemplateDomainAction>] = [
    WireDecoder("templateDomain.record", fields: "id?, note") { (fields) throws(Rejection) in
      .record(id: try fields.newID("id", as: TemplateDomainEntry.self), note: try fields.string("note"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .record: "templateDomain.record"
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

extension TemplateDomainEntry: WireWritable {
  /// The entry in a state dump: `{id, note}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("note", note.value)
  }
}

extension TemplateDomainEntry {
  /// Restores an entry from its state shape `{id, note}` (a snapshot) through the note rules.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id = try fields.id("id", as: TemplateDomainEntry.self)
    self.init(id: id, note: try TemplateDomainNote.checked(try fields.string("note")))
  }
}

extension TemplateDomainAction: WireExamples {
  /// Each TemplateDomain action with every field.
  public static let wireExamples: [TemplateDomainAction] = [
    .record(id: .example(0x01), note: "A first note")
  ]
}

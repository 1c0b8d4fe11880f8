import UDF
import UDFWire

// The Template feature's wire shapes, written once: its actions and their examples.

extension TemplateAction: WireAction {
  /// Every Template action on the wire.
  public static let wireDecoders: [WireDecoder<TemplateAction>] = [
    WireDecoder("template.note", fields: "id?, note") { (fields) throws(Rejection) in
      .note(id: try fields.newID("id", as: TemplateNoted.self), note: try fields.string("note"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .note: "template.note"
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

extension TemplateAction: WireExamples {
  /// Each Template action with every field.
  public static let wireExamples: [TemplateAction] = [
    .note(id: .example(0x01), note: "A first note")
  ]
}

import Box
import Items
import UDF
import UDFWire

extension ProvisioningAction: WireAction {
  /// Every Provisioning action on the wire; new IDs and the `at` time are filled in by the app
  /// when the line leaves them out.
  public static let wireDecoders: [WireDecoder<ProvisioningAction>] = [
    WireDecoder("provisioning.provisionBox", fields: "id?, title") { (fields) throws(Rejection) in
      .provisionBox(id: try fields.newID("id", as: PackingBox.self), title: try fields.string("title"))
    },
    WireDecoder("provisioning.provisionItem", fields: "id?, box, title, at?") { (fields) throws(Rejection) in
      .provisionItem(
        id: try fields.newID("id", as: Item.self), box: try fields.id("box"), title: try fields.string("title"),
        at: try fields.timeOrNow("at"))
    },
    WireDecoder("provisioning.moveItem", fields: "item, to") { (fields) throws(Rejection) in
      .moveItem(try fields.id("item"), to: try fields.id("to"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .provisionBox: "provisioning.provisionBox"
    case .provisionItem: "provisioning.provisionItem"
    case .moveItem: "provisioning.moveItem"
    }
  }

  /// The action's fields, every ID and time filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .provisionBox(let id, let title):
      writer.field("id", id)
      writer.field("title", title)
    case .provisionItem(let id, let box, let title, let time):
      writer.field("at", time)
      writer.field("box", box)
      writer.field("id", id)
      writer.field("title", title)
    case .moveItem(let item, let target):
      writer.field("item", item)
      writer.field("to", target)
    }
  }
}

extension ProvisioningAction: WireExamples {
  /// Each Provisioning action with every field.
  public static let wireExamples: [ProvisioningAction] = [
    .provisionBox(id: .example(0xB8), title: "Kitchen"),
    .provisionItem(id: .example(0xA1), box: .example(0xB8), title: "Teapot", at: .example()),
    .moveItem(.example(0xA1), to: .example(0xB9)),
  ]
}

import DomainValues
import UDF
import UDFWire

// The Box domain's wire shapes, written once: its actions, the DTO, the box in a state dump.

extension BoxAction: WireAction {
  /// Every Box action on the wire.
  public static let wireDecoders: [WireDecoder<BoxAction>] = [
    WireDecoder("box.provision", fields: "id?, title") { (fields) throws(Rejection) in
      .provision(id: try fields.newID("id", as: PackingBox.self), title: try fields.string("title"))
    },
    WireDecoder("box.rename", fields: "box, title") { (fields) throws(Rejection) in
      .rename(try fields.id("box"), title: try fields.string("title"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .provision: "box.provision"
    case .rename: "box.rename"
    }
  }

  /// The action's fields, the ID filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .provision(let id, let title):
      writer.field("id", id)
      writer.field("title", title)
    case .rename(let box, let title):
      writer.field("box", box)
      writer.field("title", title)
    }
  }
}

extension BoxDTO: WireWritable {
  /// Writes `{id, items, title}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("items", ids: items)
    writer.field("title", title)
  }
}

extension PackingBox: WireWritable {
  /// The box in a state dump: `{id, items, title}`, items in packing order.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("items", ids: items)
    writer.field("title", title.value)
  }
}

extension PackingBox {
  /// Restores a box from its state shape `{id, items, title}` (a snapshot) through the same
  /// validation as provisioning (the title rules; no item listed twice).
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let dto = BoxDTO(
      id: try fields.id("id"), title: try fields.string("title"), items: try fields.optionalIDs("items") ?? [])
    self = try validated { () throws(BoxError) in try PackingBox(dto: dto) }
  }

  /// The box in `row` when the row holds today's stored shape (`write(to:)`'s fields, in its
  /// order), made through the same validation as `init(restoring:)`. A row in another shape, or
  /// one that breaks a rule, throws `notReadByPosition`, for `init(restoring:)` to read it again
  /// by name and give its defaults or its refusal.
  ///
  /// It exists because a snapshot's boxes hold every packed item's ID (1,000 boxes of 100 in J2),
  /// each read by name through a closure and collected twice.
  public static func restored(inOrder row: any StoredRowReader) throws(Rejection) -> PackingBox {
    let id: ID<PackingBox> = row.uuid("id").retyped()
    let items = [ID<BoxedItem>](ids: "items", in: row)
    let title = row.string("title")
    guard row.finish() else { throw .notReadByPosition }
    do throws(BoxError) {
      return try PackingBox(dto: BoxDTO(id: id, title: title, items: items))
    } catch {
      throw .notReadByPosition
    }
  }
}

extension BoxAction: WireExamples {
  /// Each Box action with every field.
  public static let wireExamples: [BoxAction] = [
    .provision(id: .example(0xB8), title: "Kitchen"),
    .rename(.example(0xB8), title: "Pantry"),
  ]
}

import UDF

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

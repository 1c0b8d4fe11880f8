import UDF
import UDFWire

// The Parcel domain's wire shapes, written once: its actions and a parcel in a state dump.

extension ParcelAction: WireAction {
  /// Every Parcel action on the wire.
  public static let wireDecoders: [WireDecoder<ParcelAction>] = [
    WireDecoder("parcel.register", fields: "id?, label, grams") { (fields) throws(Rejection) in
      .register(
        id: try fields.newID("id", as: ShippedParcel.self), label: try fields.string("label"),
        grams: try fields.int("grams"))
    },
    WireDecoder("parcel.reweigh", fields: "parcel, grams") { (fields) throws(Rejection) in
      .reweigh(try fields.id("parcel"), grams: try fields.int("grams"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .register: "parcel.register"
    case .reweigh: "parcel.reweigh"
    }
  }

  /// The action's fields, the ID filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .register(let id, let label, let grams):
      writer.field("id", id)
      writer.field("label", label)
      writer.field("grams", grams)
    case .reweigh(let parcel, let grams):
      writer.field("parcel", parcel)
      writer.field("grams", grams)
    }
  }
}

extension ShippedParcel: WireWritable {
  /// The parcel in a state dump: `{grams, id, label}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("grams", weight.grams)
    writer.field("id", id)
    writer.field("label", label.value)
  }
}

extension ShippedParcel {
  /// Restores a parcel from its state shape `{grams, id, label}` (a snapshot) through the same
  /// validation as registering (the label rules, then the weight rules).
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id = try fields.id("id", as: ShippedParcel.self)
    let label = try fields.string("label")
    let grams = try fields.int("grams")
    self = try validated { () throws(ParcelError) in try ShippedParcel.register(id: id, label: label, grams: grams) }
  }
}

extension ParcelAction: WireExamples {
  /// Each Parcel action with every field.
  public static let wireExamples: [ParcelAction] = [
    .register(id: .example(0x01), label: "Books for Ada", grams: 1_200),
    .reweigh(.example(0x01), grams: 1_450),
  ]
}

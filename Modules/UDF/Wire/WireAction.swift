/// How one action name on the wire becomes an action: the name, its fields for `--help`, and the
/// function that reads them.
public struct WireDecoder<A>: Sendable {
  /// The wire name, `<module>.<verb>` (`box.rename`).
  public let name: String
  /// The fields, as `--help` lists them (`box, title`; optional ones in brackets).
  public let fields: String
  /// Reads the action from its fields.
  public let decode: @Sendable (any FieldReader) throws(Rejection) -> A

  /// A decoder for `name`.
  public init(
    _ name: String, fields: String, decode: @escaping @Sendable (any FieldReader) throws(Rejection) -> A
  ) {
    self.name = name
    self.fields = fields
    self.decode = decode
  }

  /// The same decoder producing the parent's action (a feature or app embedding a module's action).
  public func map<B>(_ embed: @escaping @Sendable (A) -> B) -> WireDecoder<B> {
    let decode = decode
    return WireDecoder<B>(name, fields: fields) { (reader) throws(Rejection) in embed(try decode(reader)) }
  }
}

/// An action type that owns its wire shape, written once next to the action: its decoders by name,
/// and for each case its name and fields.
///
/// `write(to:)` and `wireName` are switches over the cases, so a new case does not compile until
/// it has a shape; the decoders are listed beside them, and a round-trip test over every case
/// (decode what was encoded) keeps the two in step. A feature or the app composes its modules'
/// tables with `WireDecoder.map`, never naming an individual action.
public protocol WireAction: Action, WireWritable {
  /// Every action of this type that can arrive on the wire.
  static var wireDecoders: [WireDecoder<Self>] { get }
  /// This action's wire name (`box.rename`).
  var wireName: String { get }
}

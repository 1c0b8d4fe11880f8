import UDF

/// How one action name on the wire becomes an action: the name, its fields for `--help`, the
/// function that reads them, and the version of that stored shape with the readers of its older
/// versions.
///
/// A journal keeps actions for years, so a stored shape never changes silently: a module that
/// changes an action's fields raises `version` and registers, next to the new decoder, how a record
/// of the old shape becomes today's action:
///
///     WireDecoder("box.rename", fields: "box, title", version: 2) { (fields) throws(Rejection) in
///       .rename(try fields.id("box"), title: try fields.string("title"))
///     }
///     .upgrading(from: 1) { (fields) throws(Rejection) in
///       .rename(try fields.id("id"), title: try fields.string("name"))
///     }
///
/// (Box's `BoxRenameShapeExampleTests` makes these calls.)
public struct WireDecoder<A>: Sendable {
  /// Reads an action from its fields.
  public typealias Decode = @Sendable (any FieldReader) throws(Rejection) -> A

  /// The wire name, `<module>.<verb>` (`box.rename`).
  public let name: String
  /// The fields, as `--help` lists them (`box, title`; optional ones in brackets).
  public let fields: String
  /// Reads the action from its fields (today's shape, `version`).
  public let decode: Decode
  /// The version of the shape `decode` reads: 1 until the module changes it. A journal record
  /// says which version it was written in.
  public let version: Int
  /// How records of older shapes are read, by version: each makes today's action.
  public let upgrades: [Int: Decode]

  /// A decoder for `name`, reading stored shape `version`.
  public init(_ name: String, fields: String, version: Int = 1, decode: @escaping Decode) {
    self.init(name, fields: fields, version: version, decode: decode, upgrades: [:])
  }

  private init(_ name: String, fields: String, version: Int, decode: @escaping Decode, upgrades: [Int: Decode]) {
    self.name = name
    self.fields = fields
    self.decode = decode
    self.version = version
    self.upgrades = upgrades
  }

  /// The same decoder, also reading records of the older shape `version` with `decode`.
  public func upgrading(from version: Int, _ decode: @escaping Decode) -> WireDecoder {
    var upgrades = upgrades
    upgrades[version] = decode
    return WireDecoder(name, fields: fields, version: self.version, decode: self.decode, upgrades: upgrades)
  }

  /// The reader of a record stored in shape `shape`: today's, or the registered upgrade.
  ///
  /// Throws `newerShape` for a shape newer than this build knows (the record was written by a
  /// newer app) and `noUpgrade` for an older shape nobody registered a reader for.
  public func decoder(forStoredShape shape: Int) throws(Rejection) -> Decode {
    if shape == version { return decode }
    if shape > version {
      throw Rejection(
        code: "newerShape",
        message: "it holds \(name) in stored shape \(shape); this app reads \(name) up to shape \(version) "
          + "(it was written by a newer app)")
    }
    guard shape >= 1, let upgrade = upgrades[shape] else {
      throw Rejection(
        code: "noUpgrade", message: "it holds \(name) in stored shape \(shape), and no upgrade from it is registered")
    }
    return upgrade
  }

  /// The same decoder producing the parent's action (a feature or app embedding a module's action),
  /// with its version and upgrades.
  public func map<B>(_ embed: @escaping @Sendable (A) -> B) -> WireDecoder<B> {
    var mapped: [Int: WireDecoder<B>.Decode] = [:]
    for (version, upgrade) in upgrades { mapped[version] = Self.embedding(upgrade, embed) }
    return WireDecoder<B>(
      name, fields: fields, version: version, decode: Self.embedding(decode, embed), upgrades: mapped)
  }

  private static func embedding<B>(
    _ decode: @escaping Decode, _ embed: @escaping @Sendable (A) -> B
  ) -> WireDecoder<B>.Decode {
    { (reader) throws(Rejection) in embed(try decode(reader)) }
  }
}

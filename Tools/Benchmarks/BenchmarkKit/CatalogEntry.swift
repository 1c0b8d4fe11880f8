/// What the command line knows of a workload: its name, what it measures and its variants. The
/// usage and the argument checks are made from the registry's entries, so they cannot drift from
/// the workloads that exist.
public struct CatalogEntry: Equatable, Sendable {
  public let name: String
  public let title: String
  /// Every variant the workload runs, in a full or a quick run.
  public let variants: [String]

  /// The entry of one workload.
  public init(name: String, title: String, variants: [String]) {
    self.name = name
    self.title = title
    self.variants = variants
  }
}

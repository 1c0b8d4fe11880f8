import Foundation

/// Why a package description could not be read.
///
/// The tool prints it and stops: without the graph no rule can be checked.
public struct PackageDescriptionError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, for a person.
  public let message: String

  /// Wraps a message.
  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}

extension PackageGraph {
  /// Reads the JSON printed by `swift package describe --type json`.
  ///
  /// Only the fields the rules use are read, so the parser survives new fields in future toolchains.
  /// A build plugin a target uses is not one of its dependencies: it writes code into the target
  /// and is never imported (the App's composition plugin), so it is left out of the target's list.
  public init(describeJSON data: Data) throws(PackageDescriptionError) {
    let package: DescribedPackage
    do {
      package = try JSONDecoder().decode(DescribedPackage.self, from: data)
    } catch {
      throw PackageDescriptionError(message: "not a `swift package describe --type json` output: \(error)")
    }
    let plugins = Set(package.targets.filter { $0.type == "plugin" }.map(\.name))
    self.init(
      name: package.name,
      targets: package.targets.map { target in
        PackageTarget(
          name: target.name,
          moduleName: target.c99name,
          path: target.path,
          isTest: target.type == "test",
          dependencies: (target.targetDependencies ?? []).filter { !plugins.contains($0) },
          productDependencies: target.productDependencies ?? [],
          sources: target.sources ?? [],
          plugins: (target.targetDependencies ?? []).filter { plugins.contains($0) }
        )
      },
      externalPackages: (package.dependencies ?? []).map { $0.identity ?? $0.url ?? $0.path ?? "unnamed package" }
    )
  }
}

private struct DescribedPackage: Decodable {
  let name: String
  let targets: [DescribedTarget]
  let dependencies: [DescribedDependency]?
}

private struct DescribedTarget: Decodable {
  let name: String
  let c99name: String?
  let path: String
  let type: String
  let sources: [String]?
  let targetDependencies: [String]?
  let productDependencies: [String]?

  enum CodingKeys: String, CodingKey {
    case name, c99name, path, type, sources
    case targetDependencies = "target_dependencies"
    case productDependencies = "product_dependencies"
  }
}

private struct DescribedDependency: Decodable {
  let identity: String?
  let url: String?
  let path: String?
}

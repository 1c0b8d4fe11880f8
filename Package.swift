// swift-tools-version: 6.1
import PackageDescription

/// The domain modules, one name a line, sorted: a domain is `Modules/Domains/<Name>` with its reducer
/// tests in `Tests/<Name>Tests`, both declared by `domain(_:)`, and the targets that compose every
/// domain (the App, its tests, the headless tests) list them through `everyDomain`. So adding a domain
/// to the manifest is adding its line here (`swift run new-module` does it). This file merges by union
/// (`.gitattributes`): two teams adding a line each merge without a conflict.
let domains = [
  "Box",
  "Driver",
  "Items",
  "Loyalty",
  "Order",
  "Parcel",
  "Rating",
  "User",
]

/// Every domain, as a dependency.
let everyDomain = domains.map { Target.Dependency.byName(name: $0) }

/// A domain's target and its tests' target. A domain depends on the core only, never on another
/// domain (check-architecture enforces it).
func domain(_ name: String) -> [Target] {
  [
    .target(
      name: name, dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/\(name)",
      exclude: ["README.md", "module.json"]),
    .testTarget(
      name: "\(name)Tests", dependencies: [.byName(name: name), "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/\(name)Tests"),
  ]
}

/// The features, one a line, sorted: each a mediator of the domains it names, `Modules/Features/<Name>`
/// with its tests in `Tests/<Name>Tests`, both declared by `feature(_:mediating:also:)`. The App
/// composes them all (its build plugin reads each one's `module.json`).
let features = [
  feature("EarnPoints", mediating: ["Loyalty", "Order"], also: ["TakeOrder"]),
  feature("ItemsList", mediating: ["Items", "User"], also: ["UDFStore"]),
  feature("Provisioning", mediating: ["Box", "Items"]),
  feature("RateRide", mediating: ["Order", "Rating"]),
  feature("TakeOrder", mediating: ["Driver", "Order"]),
]

/// Every feature, as a dependency (the first of each entry's two targets).
let everyFeature = features.map { Target.Dependency.byName(name: $0[0].name) }

/// A feature's target and its tests' target: it depends on the core, the domains it mediates and
/// what `also` names.
func feature(_ name: String, mediating domains: [String], also: [Target.Dependency] = []) -> [Target] {
  let uses = ["DomainValues", "UDF", "UDFWire"] + domains.map { Target.Dependency.byName(name: $0) } + also
  return [
    .target(
      name: name, dependencies: uses, path: "Modules/Features/\(name)", exclude: ["README.md", "module.json"]),
    .testTarget(
      name: "\(name)Tests", dependencies: [.byName(name: name)] + uses + ["UDFTesting", "Concurrency"],
      path: "Tests/\(name)Tests"),
  ]
}

/// What every module of the headless app builds on: the App, the core, the infrastructure and the
/// JSON field codec.
let headlessApp: [Target.Dependency] = [
  "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
  "JSONFieldCodec",
]

/// The processor's CRC-32C instruction on x86-64: `CRC32CInstruction` is the one module compiled
/// for SSE 4.2, and `Checksum` calls it (after asking the processor) where `CRC32C_INSTRUCTION` is
/// defined. Decided by the machine that reads this manifest: cross-compiling from an x86-64 host
/// to another architecture needs these two lines emptied (its compiler refuses `-msse4.2`).
#if arch(x86_64)
  let crc32cInstructionSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-msse4.2"]), .define("CRC32C_INSTRUCTION"),
  ]
  let checksumSettings: [SwiftSetting] = [.define("CRC32C_INSTRUCTION")]
#else
  let crc32cInstructionSettings: [SwiftSetting] = []
  let checksumSettings: [SwiftSetting] = []
#endif

let package = Package(
  name: "Superapp",
  // The 2025 releases: the edge reads bytes as `Span`s, and `Array.span` and `String.UTF8View.span`
  // need them (the core and the domains would build for earlier ones).
  platforms: [.macOS("26.0"), .iOS("26.0")],
  products: [
    .executable(name: "superapp", targets: ["superapp"]),
    .executable(name: "check-architecture", targets: ["check-architecture"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "new-module", targets: ["new-module"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Core
    .target(name: "DomainValues", path: "Modules/DomainValues", exclude: ["README.md"]),
    .target(name: "UDF", dependencies: ["DomainValues"], path: "Modules/UDF", exclude: ["README.md"]),
    .target(name: "UDFStore", dependencies: ["UDF", "Concurrency"], path: "Modules/UDFStore", exclude: ["README.md"]),
    .target(name: "Concurrency", path: "Modules/Concurrency", exclude: ["README.md"]),
    .testTarget(name: "ConcurrencyTests", dependencies: ["Concurrency"], path: "Tests/ConcurrencyTests"),
    .target(
      name: "UDFWire", dependencies: ["DomainValues", "UDF", "Concurrency"], path: "Modules/UDFWire",
      exclude: ["README.md"]),
    .testTarget(
      name: "UDFTests", dependencies: ["DomainValues", "UDF", "UDFStore", "UDFWire", "UDFTesting", "Concurrency"],
      path: "Tests/UDFTests"),
    .target(
      name: "UDFTesting", dependencies: ["DomainValues", "UDF", "UDFStore", "UDFWire", "Concurrency"],
      path: "Modules/UDFTesting",
      exclude: ["README.md"]),

    // MARK: - Domains: `domain(_:)` declares one target and its tests per name in `domains` (above)

    // MARK: - Features: `feature(_:mediating:also:)` declares one target and its tests per entry in
    // `features` (above)

    // MARK: - Composition root: the App composes every domain and feature (its build plugin writes how)
    .target(
      name: "App",
      dependencies: ["UDF", "UDFStore", "UDFWire"] + everyDomain + everyFeature,
      path: "Modules/CompositionRoot/App", exclude: ["README.md"],
      plugins: ["ComposeAppPlugin"]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "DomainValues", "UDF", "UDFStore", "UDFWire", "UDFTesting"] + everyDomain + everyFeature,
      path: "Tests/AppTests"
    ),

    // MARK: - Infrastructure (no domain knowledge; usable by any app)
    .target(
      name: "Checksum", dependencies: ["CRC32CInstruction"], path: "Modules/Infrastructure/Checksum",
      exclude: ["README.md"], swiftSettings: checksumSettings),
    .target(
      name: "CRC32CInstruction", path: "Modules/Infrastructure/CRC32CInstruction", exclude: ["README.md"],
      swiftSettings: crc32cInstructionSettings),
    .testTarget(
      name: "ChecksumTests", dependencies: ["Checksum", "CRC32CInstruction", "UDFTesting"],
      path: "Tests/ChecksumTests", swiftSettings: checksumSettings),
    .target(name: "Files", path: "Modules/Infrastructure/Files", exclude: ["README.md"]),
    .testTarget(name: "FilesTests", dependencies: ["Files", "UDFTesting"], path: "Tests/FilesTests"),
    .target(name: "JSON", path: "Modules/Infrastructure/JSON", exclude: ["README.md"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "JSONOutput", "UDFTesting"], path: "Tests/JSONTests"),
    .target(
      name: "JSONOutput", dependencies: ["JSON"], path: "Modules/Infrastructure/JSONOutput", exclude: ["README.md"]),
    .testTarget(name: "JSONOutputTests", dependencies: ["JSONOutput", "JSON"], path: "Tests/JSONOutputTests"),
    .target(
      name: "Journal", dependencies: ["Checksum", "Files"], path: "Modules/Infrastructure/Journal",
      exclude: ["README.md"]),
    .testTarget(
      name: "JournalTests", dependencies: ["Journal", "Checksum", "Files", "UDFTesting"], path: "Tests/JournalTests"),

    // MARK: - Codecs (the core's wire shapes over a format; no domain knowledge)
    .target(
      name: "JSONFieldCodec",
      dependencies: ["DomainValues", "UDF", "UDFWire", "JSON", "JSONOutput", "Concurrency", "Files"],
      path: "Modules/Codecs/JSONFieldCodec", exclude: ["README.md"]),
    .target(
      name: "BinaryFieldCodec", dependencies: ["DomainValues", "UDF", "UDFWire", "Concurrency", "Files"],
      path: "Modules/Codecs/BinaryFieldCodec", exclude: ["README.md"]),

    // MARK: - Apps
    .target(
      name: "StdioProtocol",
      dependencies: headlessApp + ["Concurrency"],
      path: "Apps/Headless/StdioProtocol", exclude: ["README.md"]),
    .target(
      name: "Persistence",
      dependencies: headlessApp + ["Concurrency", "BinaryFieldCodec", "StdioProtocol"],
      path: "Apps/Headless/Persistence", exclude: ["README.md"]),
    .target(
      name: "JournalInspector",
      dependencies: headlessApp + ["StdioProtocol", "Persistence"],
      path: "Apps/Headless/JournalInspector", exclude: ["README.md"]),
    .target(
      name: "HeadlessKit",
      dependencies: headlessApp + ["StdioProtocol", "Persistence", "JournalInspector"],
      path: "Apps/Headless/HeadlessKit", exclude: ["README.md"]),
    .executableTarget(name: "superapp", dependencies: ["HeadlessKit"], path: "Apps/Headless/Main"),
    .testTarget(
      name: "HeadlessTests",
      dependencies: ["HeadlessKit"] + headlessApp + [
        "StdioProtocol", "Persistence", "JournalInspector", "BinaryFieldCodec", "Concurrency", "superapp", "UDFTesting",
      ] + everyDomain + everyFeature,
      path: "Tests/HeadlessTests"
    ),

    // MARK: - Tools
    .target(
      name: "ArchitectureRules", dependencies: ["AppComposer"], path: "Tools/ArchitectureCheck/ArchitectureRules"),
    .executableTarget(
      name: "check-architecture",
      dependencies: ["ArchitectureRules", "AppComposer"],
      path: "Tools/ArchitectureCheck/Main"
    ),
    .testTarget(
      name: "ArchitectureCheckTests",
      dependencies: ["ArchitectureRules", "AppComposer"],
      path: "Tests/ArchitectureCheckTests"
    ),
    .target(name: "AppComposer", dependencies: ["JSON"], path: "Tools/ComposeApp/AppComposer"),
    .executableTarget(name: "compose-app", dependencies: ["AppComposer"], path: "Tools/ComposeApp/Main"),
    .plugin(
      name: "ComposeAppPlugin", capability: .buildTool(), dependencies: ["compose-app"], path: "Tools/ComposeApp/Plugin"
    ),
    .testTarget(name: "ComposeAppTests", dependencies: ["AppComposer"], path: "Tests/ComposeAppTests"),
    .target(name: "NewModuleKit", dependencies: ["AppComposer"], path: "Tools/NewModule/NewModuleKit"),
    .executableTarget(
      name: "new-module", dependencies: ["NewModuleKit", "ArchitectureRules"], path: "Tools/NewModule/Main"),
    // The core too: its tests compile the modules the templates become against it.
    .testTarget(
      name: "NewModuleTests",
      dependencies: ["NewModuleKit", "AppComposer", "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/NewModuleTests"),
    .target(name: "BenchmarkKit", dependencies: ["ArchitectureRules"], path: "Tools/Benchmarks/BenchmarkKit"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "DomainValues", "UDF", "UDFStore", "UDFWire", "App", "HeadlessKit", "StdioProtocol", "Persistence",
        "JournalInspector", "JSONFieldCodec", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "Items", "ItemsList", "User", "Concurrency", "BenchmarkKit", "ArchitectureRules",
      ],
      path: "Tools/Benchmarks",
      exclude: ["README.md", "BenchmarkKit"]
    ),
    .testTarget(
      name: "BenchmarksTests", dependencies: ["BenchmarkKit", "ArchitectureRules"], path: "Tests/BenchmarksTests"),
  ]
)

package.targets += domains.flatMap(domain) + features.flatMap { $0 }

// MARK: - Settings

for target in package.targets where target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// MARK: - One team's test loop

/// `SUPERAPP_MODULE=Items swift test` keeps only `ItemsTests` and what it depends on, so a team's
/// loop builds its module's dependency closure and its own tests, and another team's tests (or a
/// compile error in them) never enter it. Unset, the package is whole.
if let module = Context.environment["SUPERAPP_MODULE"], !module.isEmpty {
  let byName = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
  var kept: Set<String> = []
  var pending = byName["\(module)Tests"] == nil ? [] : ["\(module)Tests"]
  if pending.isEmpty {
    // A manifest cannot print an error, so the one target left says it, as SwiftPM reports its path.
    let tested = package.targets.filter { $0.type == .test }.map { String($0.name.dropLast("Tests".count)) }.sorted()
    package.targets = [
      .target(
        name: "SUPERAPP_MODULE",
        path: "SUPERAPP_MODULE=\(module) is not a module with tests; set it to one of \(tested.joined(separator: ", "))"
      )
    ]
    kept.insert("SUPERAPP_MODULE")
  }
  while let name = pending.popLast() {
    guard kept.insert(name).inserted, let target = byName[name] else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
      case .productItem: break
      @unknown default: break
      }
    }
    for case .plugin(let name, nil) in target.plugins ?? [] { pending.append(name) }
  }
  package.targets = package.targets.filter { kept.contains($0.name) }
  package.products = []
}

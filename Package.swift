// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Superapp",
  platforms: [.macOS(.v15), .iOS(.v18)],
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

    // MARK: - Domains
    .target(
      name: "User", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/User",
      exclude: ["README.md"]),
    .testTarget(
      name: "UserTests", dependencies: ["User", "DomainValues", "UDF", "UDFWire", "UDFTesting"], path: "Tests/UserTests"
    ),
    .target(
      name: "Items", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/Items",
      exclude: ["README.md"]),
    .testTarget(
      name: "ItemsTests", dependencies: ["Items", "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/ItemsTests"),
    .target(
      name: "Driver", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/Driver",
      exclude: ["README.md"]),
    .testTarget(
      name: "DriverTests", dependencies: ["Driver", "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/DriverTests"),
    .target(
      name: "Order", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/Order",
      exclude: ["README.md"]),
    .testTarget(
      name: "OrderTests", dependencies: ["Order", "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/OrderTests"),
    .target(
      name: "Box", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/Box", exclude: ["README.md"]
    ),
    .testTarget(
      name: "BoxTests", dependencies: ["Box", "DomainValues", "UDF", "UDFWire", "UDFTesting"], path: "Tests/BoxTests"),
    .target(
      name: "Rating", dependencies: ["DomainValues", "UDF", "UDFWire"], path: "Modules/Domains/Rating",
      exclude: ["README.md"]),
    .testTarget(
      name: "RatingTests", dependencies: ["Rating", "DomainValues", "UDF", "UDFWire", "UDFTesting"],
      path: "Tests/RatingTests"),

    // MARK: - Features
    .target(
      name: "TakeOrder", dependencies: ["DomainValues", "UDF", "UDFWire", "Driver", "Order"],
      path: "Modules/Features/TakeOrder",
      exclude: ["README.md"]),
    .testTarget(
      name: "TakeOrderTests",
      dependencies: ["TakeOrder", "DomainValues", "UDF", "Driver", "Order", "UDFTesting"],
      path: "Tests/TakeOrderTests"
    ),
    .target(
      name: "ItemsList", dependencies: ["DomainValues", "UDF", "UDFStore", "UDFWire", "Items", "User"],
      path: "Modules/Features/ItemsList",
      exclude: ["README.md"]),
    .testTarget(
      name: "ItemsListTests",
      dependencies: ["ItemsList", "DomainValues", "UDF", "UDFStore", "Items", "User", "UDFTesting", "Concurrency"],
      path: "Tests/ItemsListTests"
    ),
    .target(
      name: "Provisioning", dependencies: ["DomainValues", "UDF", "UDFWire", "Box", "Items"],
      path: "Modules/Features/Provisioning",
      exclude: ["README.md"]),
    .testTarget(
      name: "ProvisioningTests",
      dependencies: ["Provisioning", "DomainValues", "UDF", "Box", "Items", "UDFTesting"],
      path: "Tests/ProvisioningTests"
    ),
    .target(
      name: "RateRide", dependencies: ["DomainValues", "UDF", "UDFWire", "Order", "Rating"],
      path: "Modules/Features/RateRide",
      exclude: ["README.md"]),
    .testTarget(
      name: "RateRideTests",
      dependencies: ["RateRide", "DomainValues", "UDF", "UDFWire", "Order", "Rating", "UDFTesting"],
      path: "Tests/RateRideTests"
    ),
    .target(
      name: "App",
      dependencies: [
        "UDF", "UDFStore", "UDFWire",
        "User", "Items", "Driver", "Order", "Box", "Rating",
        "TakeOrder", "ItemsList", "Provisioning", "RateRide",
      ],
      path: "Modules/Features/App", exclude: ["README.md"]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "User", "Items", "Driver", "Order", "Box", "TakeOrder",
        "ItemsList", "Provisioning",
        "UDFTesting",
      ],
      path: "Tests/AppTests"
    ),

    // MARK: - Infrastructure (no domain knowledge; usable by any app)
    .target(name: "Checksum", path: "Modules/Infrastructure/Checksum", exclude: ["README.md"]),
    .testTarget(name: "ChecksumTests", dependencies: ["Checksum", "UDFTesting"], path: "Tests/ChecksumTests"),
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
      dependencies: [
        "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "Concurrency", "JSONFieldCodec",
      ],
      path: "Apps/Headless/StdioProtocol", exclude: ["README.md"]),
    .target(
      name: "Persistence",
      dependencies: [
        "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "Concurrency", "JSONFieldCodec", "BinaryFieldCodec", "StdioProtocol",
      ],
      path: "Apps/Headless/Persistence", exclude: ["README.md"]),
    .target(
      name: "JournalInspector",
      dependencies: [
        "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "JSONFieldCodec", "StdioProtocol", "Persistence",
      ],
      path: "Apps/Headless/JournalInspector", exclude: ["README.md"]),
    .target(
      name: "HeadlessKit",
      dependencies: [
        "App", "DomainValues", "UDF", "UDFStore", "UDFWire", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "JSONFieldCodec", "StdioProtocol", "Persistence", "JournalInspector",
      ],
      path: "Apps/Headless/Kit", exclude: ["README.md"]),
    .executableTarget(name: "superapp", dependencies: ["HeadlessKit"], path: "Apps/Headless/Main"),
    .testTarget(
      name: "HeadlessTests",
      dependencies: [
        "HeadlessKit", "StdioProtocol", "Persistence", "JournalInspector", "JSONFieldCodec", "BinaryFieldCodec",
        "Concurrency", "JSON", "JSONOutput", "Files", "Checksum", "Journal", "superapp", "UDFTesting", "App",
        "DomainValues", "UDF", "UDFStore", "UDFWire", "User", "Items", "Driver", "Order", "Box",
        "TakeOrder", "ItemsList", "Provisioning",
      ],
      path: "Tests/HeadlessTests"
    ),

    // MARK: - Tools
    .target(name: "ArchitectureRules", path: "Tools/ArchitectureCheck/Rules"),
    .executableTarget(
      name: "check-architecture",
      dependencies: ["ArchitectureRules"],
      path: "Tools/ArchitectureCheck/Main"
    ),
    .testTarget(
      name: "ArchitectureCheckTests",
      dependencies: ["ArchitectureRules"],
      path: "Tests/ArchitectureCheckTests"
    ),
    .target(name: "NewModuleKit", path: "Tools/NewModule/Kit"),
    .executableTarget(
      name: "new-module", dependencies: ["NewModuleKit", "ArchitectureRules"], path: "Tools/NewModule/Main"),
    .testTarget(name: "NewModuleTests", dependencies: ["NewModuleKit"], path: "Tests/NewModuleTests"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "DomainValues", "UDF", "UDFStore", "UDFWire", "App", "HeadlessKit", "StdioProtocol", "Persistence",
        "JournalInspector", "JSONFieldCodec", "JSON", "JSONOutput", "Files", "Checksum", "Journal",
        "Items", "ItemsList", "User",
      ],
      path: "Tools/Benchmarks",
      exclude: ["README.md"]
    ),
  ]
)

// MARK: - Settings

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

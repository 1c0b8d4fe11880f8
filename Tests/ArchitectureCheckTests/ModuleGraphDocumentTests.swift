import ArchitectureRules
import Testing

@Suite struct ModuleGraphDocumentTests {
  private let graph = PackageGraph(
    targets: [
      PackageTarget(name: "Order", path: "Modules/Domains/Order", dependencies: ["UDF"]),
      PackageTarget(name: "UDF", path: "Modules/UDF"),
      PackageTarget(name: "TakeOrder", path: "Modules/Features/TakeOrder", dependencies: ["UDF", "Order"]),
      PackageTarget(name: "App", path: "Modules/CompositionRoot/App", dependencies: ["TakeOrder"]),
      PackageTarget(name: "check-architecture", path: "Tools/ArchitectureCheck/Main"),
      PackageTarget(name: "OrderTests", path: "Tests/OrderTests", isTest: true, dependencies: ["Order"]),
    ]
  )

  @Test func groupsByKindOmitsTestsAndColoursEachNodeByItsKind() {
    #expect(
      ModuleGraphDocument.mermaid(for: graph) == """
        flowchart TD
          subgraph Composition root
            m_App["App"]:::compositionRoot
          end
          subgraph Features
            m_TakeOrder["TakeOrder"]:::feature
          end
          subgraph Domains
            m_Order["Order"]:::domain
          end
          subgraph Core
            m_UDF["UDF"]:::core
          end
          subgraph Tools
            m_check_architecture["check-architecture"]:::tool
          end
          m_App --> m_TakeOrder
          m_TakeOrder --> m_Order
          m_TakeOrder --> m_UDF
          m_Order --> m_UDF
          classDef compositionRoot fill:#b9e8c0,stroke:#22543d,stroke-width:2px,color:#222
          classDef feature fill:#dff5e1,stroke:#2f855a,color:#222
          classDef domain fill:#d8ecff,stroke:#2b6cb0,color:#222
          classDef core fill:#e2e2e2,stroke:#444,stroke-width:2px,color:#222
          classDef tool fill:#eee3fb,stroke:#6b46c1,color:#222

        """
    )
  }

  @Test func outputDoesNotDependOnTargetOrder() {
    let shuffled = PackageGraph(targets: graph.targets.reversed())
    #expect(ModuleGraphDocument.markdown(for: shuffled) == ModuleGraphDocument.markdown(for: graph))
  }

  @Test func twoModulesLinesMergedInEitherOrderAreTheSameGraph() {
    let page = ModuleGraphDocument.markdown(for: graph)
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    lines.swapAt(11, 12)  // two node lines, as a union merge in the other order leaves them
    #expect(ModuleGraphDocument.sameLines(lines.joined(separator: "\n"), page))
    lines.remove(at: 12)
    #expect(!ModuleGraphDocument.sameLines(lines.joined(separator: "\n"), page))
    #expect(!ModuleGraphDocument.sameLines(page + "  m_App --> m_UDF\n", page))
  }

  @Test func markdownWrapsTheChartInAMermaidBlock() {
    let page = ModuleGraphDocument.markdown(for: graph)
    #expect(page.hasPrefix("# Module graph\n"))
    #expect(page.contains("```mermaid\nflowchart TD\n"))
    #expect(page.hasSuffix("classDef tool fill:#eee3fb,stroke:#6b46c1,color:#222\n```\n"))
  }
}

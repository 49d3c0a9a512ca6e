import ArgumentParser

@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout-bench", subcommands: [RunCommand.self])
}

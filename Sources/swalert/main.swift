import DialogKit

ProcessContext.exit(Swalert.run(Array(CommandLine.arguments.dropFirst())))

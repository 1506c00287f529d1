import DialogKit

ProcessContext.reserveStandardDescriptors()
ProcessContext.exit(Swalert.run(Array(CommandLine.arguments.dropFirst())))

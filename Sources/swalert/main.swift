import DialogKit

ProcessContext.reserveStandardDescriptors()
ProcessContext.exit(Swalert.run(ProcessContext.arguments()))

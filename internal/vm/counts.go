package vm

// Counts are the run-time counters of the paper's evaluation (its RQ2):
// how many environments and promises R code makes. They are plain
// integers kept per interpreter (an interpreter runs on one goroutine),
// so counting costs an increment.
type Counts struct {
	// Envs counts the environments made for closure calls, by the
	// interpreter's argument binding or by optimised code's MkEnv
	// (including those rebuilt for deoptimisation).
	Envs int64
	// StubEnvs counts those among Envs that optimised code made as
	// stubs: environments the code keeps in registers and checks with
	// IsEnvStub, which become full ones only when reached reflectively.
	StubEnvs int64
	// Promises counts the promises made for arguments and for the
	// defaults of missing formals.
	Promises int64
}

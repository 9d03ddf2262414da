module github.com/largeshogi/largeshogi

go 1.26
